import type { Room } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { detailsProblems } from './details-problems';
import { newWizard, type AdditionalDetails, type WizardData } from './wizard-state';

const TODAY = '2026-11-27';

const room: Room = {
  _id: '7d3f1c2a-5b8e-4c1d-9a6f-2e4b8c0d1f3a',
  roomNumber: '101',
  floorNumber: 1,
  capacity: 2,
  occupiedBeds: 1,
  rentAmount: 6000,
  amenities: [],
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function wizardWith(details: Partial<AdditionalDetails>): WizardData {
  const wizard = newWizard({ roomId: '', bedNumber: '', returnToRoom: false }, TODAY);
  return { ...wizard, details: { ...wizard.details, ...details } };
}

const signedIn = { isSignedIn: true, today: TODAY, room: undefined, takenBeds: [] };

describe('detailsProblems (the wizard step 4)', () => {
  it('asks a signed-in owner for the room and bed; signed out, they wait for the sign-in', () => {
    const wizard = wizardWith({});
    expect(detailsProblems(wizard, signedIn)).toMatchObject({
      roomId: expect.any(String),
      bedNumber: expect.any(String),
    });
    const signedOut = detailsProblems(wizard, { ...signedIn, isSignedIn: false, today: undefined });
    expect(signedOut.roomId).toBeUndefined();
    expect(signedOut.bedNumber).toBeUndefined();
  });

  it('refuses a joining date more than a year ahead of the PG’s today', () => {
    const late = wizardWith({ roomId: room._id, bedNumber: '2', joiningDate: '2027-11-28' });
    expect(detailsProblems(late, { ...signedIn, room }).joiningDate).toBe(
      'The joining date cannot be more than a year from today.',
    );
    const yearAhead = wizardWith({ roomId: room._id, bedNumber: '2', joiningDate: '2027-11-27' });
    expect(detailsProblems(yearAhead, { ...signedIn, room })).toEqual({});
  });

  it('names a bed another tenant holds on the bed, and a full room on the room', () => {
    const onBedOne = wizardWith({ roomId: room._id, bedNumber: '1' });
    const taken = detailsProblems(onBedOne, { ...signedIn, room, takenBeds: [1] });
    expect(taken.bedNumber).toMatch(/Bed 1/);
    expect(taken.roomId).toBeUndefined();

    const full = detailsProblems(onBedOne, { ...signedIn, room, takenBeds: [1, 2] });
    expect(full.roomId).toMatch(/101/);
    expect(full.bedNumber).toBeUndefined();
  });

  it('checks a deposit handed over now: its amount is required', () => {
    const collecting = wizardWith({
      roomId: room._id,
      bedNumber: '2',
      depositAmount: '5000',
      depositCollect: { amount: '', method: 'Cash', reference: '' },
    });
    expect(detailsProblems(collecting, { ...signedIn, room })).toEqual({
      collectAmount: expect.any(String),
    });
  });
});
