import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { portalConfig } from '../../config/env.ts';
import { serviceUrls } from '../../config/serviceUrls.ts';
import { respondConnection, type RespondServices } from './respondConnection.ts';
import { sessionOpener } from './respondentSession.ts';
import { RespondPage } from './RespondPage.tsx';

/** Today in the company's time zone, as the due date is written (a day, no time). */
function localToday(): string {
  const now = new Date();
  return `${String(now.getFullYear())}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** `/respond/:token`: the answer form with the product's backend. */
export function RespondRoute() {
  const { token = '' } = useParams();
  const [services] = useState<RespondServices>(() => {
    const openSession = sessionOpener(serviceUrls(portalConfig.backendUrl).functionsUrl);
    return { openSession, connect: respondConnection(portalConfig.backendUrl, openSession) };
  });
  return <RespondPage key={token} linkToken={token} services={services} today={localToday()} />;
}
