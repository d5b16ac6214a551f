import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Toaster } from './Toaster.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <AnnouncementBar />
      <Header />
      <main id="contenido" tabIndex={-1} lang="es">
        {children}
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
