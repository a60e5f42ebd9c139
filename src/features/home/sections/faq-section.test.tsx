import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_COPY } from '../../../content/home-copy.ts';
import { renderWithHomeData } from '../testing/render-with-home-data.tsx';
import { FaqSection } from './faq-section.tsx';

const [first, second] = FAQ_COPY.items;

function question(text: string) {
  return screen.getByRole('button', { name: text });
}

function openQuestions() {
  return screen.getAllByRole('button', { expanded: true });
}

describe('FaqSection', () => {
  it('lists the five questions, all closed', () => {
    renderWithHomeData(<FaqSection />);

    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      FAQ_COPY.items.map((item) => item.question),
    );
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('keeps one answer open at a time, and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderWithHomeData(<FaqSection />);

    await user.click(question(first!.question));
    expect(openQuestions()).toEqual([question(first!.question)]);
    expect(screen.getByText(first!.answer)).toBeVisible();

    await user.click(question(second!.question));
    expect(openQuestions()).toEqual([question(second!.question)]);
    expect(screen.queryByText(first!.answer)).not.toBeInTheDocument();
    expect(screen.getByText(second!.answer)).toBeVisible();

    await user.click(question(second!.question));
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithHomeData(<FaqSection />);

    question(first!.question).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(first!.answer)).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(question(second!.question)).toHaveFocus();
    await user.keyboard(' ');
    expect(openQuestions()).toEqual([question(second!.question)]);
  });

  it('has a chat button', () => {
    renderWithHomeData(<FaqSection />);

    expect(screen.getByRole('link', { name: 'Falar no WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
  });
});
