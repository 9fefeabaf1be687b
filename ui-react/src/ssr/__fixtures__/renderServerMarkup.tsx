/** Test fixture: the server markup of ServerApp (react-dom/server, for Node only). */
import { renderToString } from 'react-dom/server';
import type { Portico } from '@portico/core';
import { ServerApp } from './serverButtons';

export function renderServerMarkup(portico: Portico): string {
  return renderToString(<ServerApp portico={portico} />);
}
