import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptPrerenderedPage } from './prerenderedPage.ts';

/** The live form: controlled inputs, as the sign-in page's. */
function LiveForm({ onSend }: { onSend?: (sent: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form onSubmit={(event) => { event.preventDefault(); onSend?.(`${email}|${password}`); }}>
      <input type="email" aria-label="live e-mail" value={email} onChange={(e) => { setEmail(e.target.value); }} />
      <input type="password" aria-label="live password" value={password} onChange={(e) => { setPassword(e.target.value); }} />
      <input type="checkbox" aria-label="live remember" checked={remember} onChange={(e) => { setRemember(e.target.checked); }} />
      <output>{`${email}|${password}|${String(remember)}`}</output>
    </form>
  );
}

/** The page as index.html leaves it: the copy, then #root hidden by the copy's script. */
function servedPage(): HTMLElement {
  document.body.innerHTML = `<div id="prerendered-page"><form>
      <input type="email" value=""><input type="password" value=""><input type="checkbox">
    </form></div><div id="root" hidden></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

afterEach(() => { document.body.innerHTML = ''; });

describe('the live page taking over from the prerendered copy', () => {
  it('moves what was typed and the focus into the live fields, then removes the copy and shows the page', () => {
    const root = servedPage();
    const [email, password, remember] = Array.from(document.querySelectorAll<HTMLInputElement>('#prerendered-page input'));
    email.value = 'typed@early.example';
    password.value = 'secret';
    remember.checked = true;
    password.focus();
    render(<LiveForm />, { container: root });
    adoptPrerenderedPage();
    expect(document.getElementById('prerendered-page')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('typed@early.example|secret|true');
    expect(document.activeElement).toBe(screen.getByLabelText('live password'));
  });

  it('sends the live form with what was typed when the copy\'s form was sent before the live page took over', async () => {
    const root = servedPage();
    const [email, password] = Array.from(document.querySelectorAll<HTMLInputElement>('#prerendered-page input'));
    email.value = 'early@example.com';
    password.value = 'secret';
    document.getElementById('prerendered-page')?.setAttribute('data-sent-form', '0');
    const sent: string[] = [];
    render(<LiveForm onSend={(value) => { sent.push(value); }} />, { container: root });
    adoptPrerenderedPage();
    await new Promise((resolve) => { setTimeout(resolve, 10); });
    expect(sent).toEqual(['early@example.com|secret']);
  });

  it('presses the live page\'s button outside the forms that was pressed in the copy, once, and no button inside a form', async () => {
    document.body.innerHTML = `<div id="prerendered-page"><form><input type="password"><button type="button">show</button></form>
      <button type="button">by SMS</button><button type="button">sign up</button></div><div id="root" hidden></div>`;
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    document.getElementById('prerendered-page')?.setAttribute('data-pressed-button', '1');
    const pressed: string[] = [];
    render(
      <>
        <form><input type="password" /><button type="button" onClick={() => { pressed.push('show'); }}>show</button></form>
        <button type="button" onClick={() => { pressed.push('by SMS'); }}>by SMS</button>
        <button type="button" onClick={() => { pressed.push('sign up'); }}>sign up</button>
      </>,
      { container: root },
    );
    adoptPrerenderedPage();
    await new Promise((resolve) => { setTimeout(resolve, 10); });
    expect(pressed).toEqual(['by SMS']);
  });

  it('leaves an untouched copy empty-handed: the live page keeps its own values', () => {
    const root = servedPage();
    render(<LiveForm />, { container: root });
    adoptPrerenderedPage();
    expect(screen.getByRole('status').textContent).toBe('||false');
    expect(root.hidden).toBe(false);
  });

  it('does nothing on a page served without a copy', () => {
    document.body.innerHTML = '<div id="root"></div>';
    adoptPrerenderedPage();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });
});
