import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldErrorsOf, messagesByPath, type TFieldMessages } from '../product-forms.ts';

interface SubmitDraftOptions<TVariables> {
  /** What the form's own check found; nothing is sent while it found something. */
  problems: TFieldMessages;
  showErrors: (errors: TFieldMessages) => void;
  send: (variables: TVariables, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  variables: () => TVariables;
  savedMessage: string;
  genericError: string;
  onSaved: () => void;
}

/**
 * Sends a checked draft of a definition or an attribute: the server's field errors go next to their fields like
 * the form's own, anything else becomes a toast, and success closes the form.
 */
export function submitDraft<TVariables>({
  problems,
  showErrors,
  send,
  variables,
  savedMessage,
  genericError,
  onSaved,
}: SubmitDraftOptions<TVariables>) {
  if (Object.keys(problems).length > 0) {
    showErrors(problems);
    return;
  }
  send(variables(), {
    onSuccess: () => {
      toast.success(savedMessage);
      onSaved();
    },
    onError: (error) => {
      const details = messagesByPath(fieldErrorsOf(error));
      if (Object.keys(details).length > 0) showErrors(details);
      else toast.error(errorMessage(error, genericError));
    },
  });
}
