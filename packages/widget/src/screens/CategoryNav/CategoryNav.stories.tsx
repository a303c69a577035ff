import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categories } from '../../fixtures/catalog.ts';
import { CategoryNav } from './CategoryNav.tsx';

const meta = {
  title: 'Widget/Category navigation',
  component: CategoryNav,
  args: { categories, value: undefined, onChange: fn() },
} satisfies Meta<typeof CategoryNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // Each chip has its icon, decorative: the name alone is read.
    for (const button of c.getAllByRole('button')) {
      const icon = button.querySelector<HTMLElement>('.tk-icon[aria-hidden="true"]');
      await expect(icon && getComputedStyle(icon).maskImage).toMatch(/^url\("data:image\/svg\+xml,.*path d=/);
      await expect(icon?.getBoundingClientRect().width).toBeGreaterThan(0);
    }
    await userEvent.click(c.getByRole('button', { name: 'Comedy' }));
    await expect(args.onChange).toHaveBeenCalledWith('comedy');
  },
};

export const MusicSelected: Story = {
  args: { value: 'music' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The site's form: real links. The selected chip's word stays readable on the primary colour. */
export const AsLinks: Story = {
  args: { value: 'music', hrefFor: (slug) => (slug ? `/category/${slug}` : '/') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const selected = c.getByRole('link', { name: 'Music' });
    await expect(selected).toHaveAttribute('aria-current', 'page');
    const style = getComputedStyle(selected);
    await expect(style.color).not.toBe(style.backgroundColor);
    await expect(getComputedStyle(c.getByRole('link', { name: 'Comedy' })).color).not.toBe(style.color);
  },
};

/** The same chips in Hindi on the dark theme, set by the story's globals: the categories by their Hindi names. */
export const HindiDark: Story = {
  args: { value: 'music' },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation');
    const root = nav.closest('.tk-root');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(root).toHaveAttribute('lang', 'hi-IN');
    await expect(getComputedStyle(root!).getPropertyValue('--ticketkit-color-background').trim()).toBe('#15141a');
    const chips = within(nav).getAllByRole('button').map((b) => b.textContent);
    await expect(chips).toEqual(['सभी', 'संगीत', 'कॉमेडी', 'रंगमंच', 'कार्यशालाएँ']);
  },
};
