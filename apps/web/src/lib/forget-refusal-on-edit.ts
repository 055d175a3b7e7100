/**
 * A form's `onChange` (an edit in any of its fields bubbles to it): the server's refusal was of
 * what was sent, so it goes once the person changes anything, rather than staying above a form
 * that no longer says what it refused ('Password is too easy to guess' beside a password the
 * meter calls strong).
 */
export const forgetRefusalOnEdit = (mutation: { isError: boolean; reset: () => void }) => () => {
  if (mutation.isError) mutation.reset();
};
