/**
 * Makes the formatters the first screens use, then says so. A worker shares its page's
 * process, and with it the locale data the browser loads for the first formatter a page makes
 * (about 30 ms on a fast computer, four times that on a phone): loaded here, it is not loaded
 * on the main thread while a screen is being drawn (see warm-intl.ts).
 */
new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(0);
new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(0);
new Intl.DateTimeFormat('en-IN', { month: 'long' }).format(0);
'a'.localeCompare('b');
postMessage('warm');
