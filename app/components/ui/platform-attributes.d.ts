/**
 * HTML attributes the platform has and React 19.3's types do not yet name (React writes them as
 * they are): a button's Invoker Commands (`command`, `commandfor`: Baseline 2025) and a dialog's
 * light dismiss (`closedby`). The controls a visitor can use before the app has started rest on
 * them (docs/decisions/012).
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
