// A titled notice in Mantine's light alert look, without Mantine's Alert: the offline banner and
// a route's error screen are on the first load, which has no room for Alert's code (its close
// button, icon slot and variants: ADR 0018). Named by its title, as Alert is.
import { useId, type ReactNode } from 'react'
import classes from './notice.module.css'

export function Notice({
  color,
  title,
  role,
  className,
  children,
}: {
  color: 'yellow' | 'red'
  title: ReactNode
  role: 'status' | 'alert'
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <div
      role={role}
      aria-labelledby={`${id}-title`}
      data-color={color}
      className={className ? `${classes.notice} ${className}` : classes.notice}
    >
      <div id={`${id}-title`} className={classes.title}>
        {title}
      </div>
      <div className={classes.body}>{children}</div>
    </div>
  )
}
