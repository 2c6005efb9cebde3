import type { MouseEvent } from "react";
import type { CardCar } from "~/models/car/card";

/**
 * A list switch's button (a card's Save, Compare and Watchlist): it sends the intent itself,
 * as a form sends the name and value of the button that submitted it (one hidden input fewer
 * a switch), and posts to its list by `formAction` when the card's one form is another list's.
 * With JavaScript its click posts through the switch's fetcher instead (a click is also what
 * Enter and Space make). Its word is its text: a narrow card hides it by the tools' rule, and
 * the aria-label names the button either way.
 */
export function ListSwitchButton({
  word,
  car,
  pressed,
  addIntent = "add",
  className,
  formAction,
  onClick,
}: {
  word: string;
  car: Pick<CardCar, "name">;
  pressed: boolean;
  /** What a press asks of the list when the car is not on it ("remove" when it is). */
  addIntent?: "add" | "save";
  className: string;
  formAction?: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={pressed ? "remove" : addIntent}
      formAction={formAction}
      className={className}
      aria-pressed={pressed}
      aria-label={`${word} ${car.name}`}
      onClick={onClick}
    >
      {word}
    </button>
  );
}
