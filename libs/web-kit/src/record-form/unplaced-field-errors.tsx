import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { fieldErrorLines, unplacedErrors, type NamedField } from './field-errors.js';
import type { FormErrors } from './types.js';

export interface UnplacedFieldErrorsProps {
  errors: FormErrors;
  /** The fields that have an input on the page: their errors are shown beside it instead. */
  fields: ReadonlyArray<NamedField>;
}

/**
 * The refusals of fields that have no input on the page, by a readable name. They stay until the
 * next save, unlike the alert, because nothing else on the page says what was wrong.
 */
export function UnplacedFieldErrors({ errors, fields }: UnplacedFieldErrorsProps) {
  const lines = fieldErrorLines(unplacedErrors(errors, fields));
  if (lines.length === 0) return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>Not saved</MessageBarTitle>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
