/**
 * Opens a new tab for an address that is not known yet (a file being fetched, a link being
 * made). The tab is opened at once, inside the tap, since phones block a tab opened after a
 * wait; it is sent on when the address arrives, or closed if it never does. Where the browser
 * opened no tab, this tab goes there instead.
 */
export async function openWhenReady(
  address: () => Promise<string>,
  options: { onError?: (error: unknown) => void } = {},
): Promise<void> {
  const tab = window.open('', '_blank');
  // The page it goes to gets no hold on this one.
  if (tab) tab.opener = null;
  try {
    const url = await address();
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    if (!options.onError) throw error;
    options.onError(error);
  }
}
