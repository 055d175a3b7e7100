/**
 * The wizard's steps after the first, loaded together once the owner starts on the first
 * (tenant-onboarding-page.tsx): their forms, the forms library and the card reader's screen
 * are not part of a first visit's download.
 */
export { AadhaarStep } from './aadhaar-step';
export { DetailsStep } from './details-step';
export { PhotoStep } from './photo-step';
export { ReviewStep } from './review-step';
