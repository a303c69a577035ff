import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ContactPage from './ContactPage.tsx';

describe('the contact form', () => {
  describe('given it is sent empty', () => {
    it('explains each problem, focuses the first and keeps what was typed', async () => {
      const user = userEvent.setup();
      render(<ContactPage />);
      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(screen.getByText('Enter your name.')).toBeInTheDocument();
      expect(screen.getByText(/Enter an email address/)).toBeInTheDocument();
      expect(screen.getByLabelText('Your name')).toHaveFocus();
      expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('confirms a valid message', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.type(screen.getByLabelText('Your name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'Where is my ticket for Saturday?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('status')).toHaveTextContent('reply to asha@example.com');
  });
});
