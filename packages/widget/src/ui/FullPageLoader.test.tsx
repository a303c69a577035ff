import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageLoader } from './FullPageLoader.tsx';

describe('FullPageLoader', () => {
  it('announces what is loading to assistive technology', () => {
    render(<FullPageLoader label="Loading your tickets" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tickets');
  });
});
