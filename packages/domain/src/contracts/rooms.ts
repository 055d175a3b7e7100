import { z } from 'zod';
import { optionalText, moneyField, requiredText, wholeNumber } from './fields';

export const PREDEFINED_AMENITIES = [
  'Cooler',
  'TV',
  'Curtains',
  'Table Chair',
  'Almirah',
  'AC',
  'Washroom',
  'Bed',
  'Mattress',
  'WiFi',
  'Geyser',
  'Refrigerator',
  'Fan',
  'Cupboard',
] as const;
export type PredefinedAmenity = (typeof PREDEFINED_AMENITIES)[number];

export const MAX_ROOM_CAPACITY = 50;
export const MAX_AMENITIES = 40;
export const MAX_RENT_RUPEES = 10_000_000;

/** Trimmed, non-blank, and no amenity twice (without regard to case). */
export const AmenitiesSchema = z
  .array(requiredText('Amenity', 40), { error: 'Amenities must be a list of text' })
  .max(MAX_AMENITIES, `At most ${MAX_AMENITIES} amenities`)
  .refine(
    (list) => new Set(list.map((a) => a.toLowerCase())).size === list.length,
    'Amenities must not repeat',
  )
  .default([]);

export const RoomInputSchema = z.object({
  roomNumber: requiredText('Room number', 20),
  floorNumber: wholeNumber('Floor number', { min: 0, max: 200 }),
  capacity: wholeNumber('Capacity', { min: 1, max: MAX_ROOM_CAPACITY }),
  rentAmount: moneyField('Rent amount', { max: MAX_RENT_RUPEES }),
  amenities: AmenitiesSchema,
  description: optionalText('Description', 1000),
});
export type RoomInput = z.infer<typeof RoomInputSchema>;

export const RoomSchema = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  floorNumber: z.number(),
  capacity: z.number(),
  occupiedBeds: z.number(),
  rentAmount: z.number(),
  amenities: z.array(z.string()),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof RoomSchema>;

/** How a room is embedded in a tenant or a rent. */
export const RoomRefSchema = z.object({
  _id: z.string(),
  roomNumber: z.string(),
  floorNumber: z.number(),
});
export type RoomRef = z.infer<typeof RoomRefSchema>;

export const LastUpdatedResponseSchema = z.object({
  success: z.literal(true),
  lastUpdated: z.string(),
});
export type LastUpdatedResponse = z.infer<typeof LastUpdatedResponseSchema>;
