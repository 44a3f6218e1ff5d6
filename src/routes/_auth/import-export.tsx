import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { RouteError } from '../../components/route-error'
import { ImportExport } from '../../features/transfer/components/import-export'
import { titleHead } from '../../lib/page-title'

// Export and import of one's posts (issue 27 item 5). No loader: nothing is read until asked,
// and the screen is its own lazy chunk.
export const Route = createFileRoute('/_auth/import-export')({
  head: () => titleHead('Import and export'),
  pendingComponent: () => <PageLoader label="Loading" />,
  errorComponent: RouteError,
  component: function ImportExportPage() {
    return <ImportExport />
  },
})
