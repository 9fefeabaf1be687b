/* global document */
// React alone, built like the page-load bench's app: what React costs a page. The bench takes
// its gzip size from the app's page load to tell what Portico adds above React.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<button type="button">Connect Wallet</button>);
