import "react";

/*
 * The HTML popover attributes, which React 18's types do not know yet. Written in lower
 * case, React passes them to the DOM as they are (the certified info dialog uses them so
 * it opens without JavaScript).
 */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "hide" | "show" | "toggle";
  }
}
