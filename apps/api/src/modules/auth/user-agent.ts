import type { SessionDevice } from '@nivas/domain';
import Bowser from 'bowser';

const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

/**
 * What a session's user agent says, for people to recognise their devices: "Chrome 131" on
 * "Android 14", a mobile. Read with bowser (MIT, maintained); unknown parts are left empty and
 * the web app words them.
 */
export function describeUserAgent(userAgent: string): SessionDevice {
  if (userAgent.trim() === '') {
    return { browser: '', os: '', deviceType: 'unknown', deviceModel: '' };
  }
  const { browser, os, platform } = Bowser.getParser(userAgent).getResult();
  const major = browser.version?.split('.')[0];
  const osVersion = os.versionName ?? os.version;
  return {
    browser: [browser.name, major].filter(Boolean).join(' '),
    os: [os.name, osVersion].filter(Boolean).join(' '),
    deviceType: (platform.type && DEVICE_TYPES.has(platform.type)
      ? platform.type
      : 'unknown') as SessionDevice['deviceType'],
    deviceModel: platform.model ?? platform.vendor ?? '',
  };
}
