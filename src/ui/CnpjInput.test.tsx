import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlRoot } from '../i18n/IntlRoot.tsx';
import { CnpjInput, cnpjProblem, maskCnpj } from './CnpjInput.tsx';

function Field({ showErrors = false, required = true }: { showErrors?: boolean; required?: boolean }) {
  const [value, setValue] = useState('');
  return <CnpjInput id="cnpj" label="Tax ID (CNPJ)" value={value} onValueChange={setValue} showErrors={showErrors} required={required} />;
}

const show = (props: { showErrors?: boolean; required?: boolean } = {}) => {
  render(<IntlRoot locale="en"><Field {...props} /></IntlRoot>);
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Tax ID (CNPJ)' });
};

describe('maskCnpj', () => {
  it('punctuates a numeric CNPJ as it is typed', () => {
    expect(maskCnpj('1')).toBe('1');
    expect(maskCnpj('123')).toBe('12.3');
    expect(maskCnpj('123456789')).toBe('12.345.678/9');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('takes letters in the 12 base characters, in upper case, and only digits as check digits', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
  });

  it('keeps a pasted formatted CNPJ, drops other characters and anything past 14', () => {
    expect(maskCnpj(' 11.222.333/0001-81 ')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11 222 333 0001 81 999')).toBe('11.222.333/0001-81');
    expect(maskCnpj('#11*222ç')).toBe('11.222');
  });
});

describe('cnpjProblem', () => {
  it('accepts valid numeric and alphanumeric CNPJs, masked or not', () => {
    expect(cnpjProblem('11.222.333/0001-81')).toBeNull();
    expect(cnpjProblem('11222333000181')).toBeNull();
    expect(cnpjProblem('12.ABC.345/01DE-35')).toBeNull();
  });

  it('names what is wrong: empty, too short, or wrong check digits', () => {
    expect(cnpjProblem('')).toBe('required');
    expect(cnpjProblem('', false)).toBeNull();
    expect(cnpjProblem('11.222.333/0001')).toBe('incomplete');
    expect(cnpjProblem('11.222.333/0001-80')).toBe('invalid');
    expect(cnpjProblem('12.ABC.345/01DE-34')).toBe('invalid');
    expect(cnpjProblem('00.000.000/0000-00')).toBe('invalid');
  });
});

describe('<CnpjInput>', () => {
  it('masks what is typed', () => {
    const input = show();
    fireEvent.change(input, { target: { value: '12abc34501de35' } });
    expect(input.value).toBe('12.ABC.345/01DE-35');
  });

  it('says nothing until the field is left, then names the problem', () => {
    const input = show();
    fireEvent.change(input, { target: { value: '11222333000180' } });
    expect(screen.queryByText('This CNPJ is not valid: check its digits')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('This CNPJ is not valid: check its digits')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('cnpj-problem');
  });

  it('shows the problem at once after a submit', () => {
    show({ showErrors: true });
    expect(screen.getByText('The tax ID (CNPJ) is required')).toBeTruthy();
  });

  it('speaks Brazilian Portuguese too', () => {
    render(<IntlRoot locale="pt-BR"><Field showErrors /></IntlRoot>);
    expect(screen.getByText('O CNPJ é obrigatório')).toBeTruthy();
  });
});
