import { BrandMark } from '@/components/brand/BrandMark'

/**
 * The network's mark as the admin panel's small icon (Payload's `admin.components.graphics.Icon`,
 * the way back to the dashboard). Decorative: Payload names that link ("Dashboard") itself.
 */
export function Icon() {
  return <BrandMark className="relamc-icon" />
}
