import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/boot-shell.css';
import { applyKoreanZodMessages } from '@shop/domain/validation/korean-zod-messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

applyKoreanZodMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
