import {
  Gift,
  Layers,
  MessagesSquare,
  Newspaper,
  Rocket,
  Store,
  Users,
  Wallet,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { IconName } from "~/content/models";

const icons = {
  layers: Layers,
  gift: Gift,
  rocket: Rocket,
  messages: MessagesSquare,
  users: Users,
  wallet: Wallet,
  store: Store,
  newspaper: Newspaper,
} satisfies Record<IconName, LucideIcon>;

/** A decorative icon named in copy; the text beside it carries the meaning. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawn = icons[name];
  return <Drawn aria-hidden="true" focusable="false" {...props} />;
}
