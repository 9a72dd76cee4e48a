import type { ReactNode } from "react";
import { SCHEDULING_LINK_ATTRIBUTE } from "#common/scheduling-link";
import { site } from "#content/site";
import { buttonClasses } from "./button";
import { ExternalLink } from "./external-link";

interface ConsultationButtonProps {
  children: ReactNode;
  variant?: Parameters<typeof buttonClasses>[0];
  size?: Parameters<typeof buttonClasses>[1];
  className?: string;
  /** Called on click, before the scheduling page opens (tracking, affiliate meeting). */
  onClick?: () => void;
}

/** Opens the external scheduling page in a new tab. */
export function ConsultationButton({ children, variant, size, className = "", onClick }: ConsultationButtonProps) {
  return (
    <ExternalLink
      href={site.schedulingUrl}
      className={buttonClasses(variant, size, className)}
      data-consultation=""
      {...{ [SCHEDULING_LINK_ATTRIBUTE]: "" }}
      onClick={onClick}
    >
      {children}
    </ExternalLink>
  );
}
