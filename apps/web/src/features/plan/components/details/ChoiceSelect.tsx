import { Select, type SelectProps } from '@mantine/core';

/**
 * A select that always holds a choice (a test's kind or size, a week): it has no empty option,
 * and clearing it keeps the choice. Spread `form.input(field)` on it.
 */
export function ChoiceSelect<T extends string>({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'allowDeselect'> & {
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Select
      {...props}
      value={value}
      // The options are the values of T, so a choice made is one of them.
      onChange={(chosen) => chosen && onChange(chosen as T)}
      allowDeselect={false}
    />
  );
}
