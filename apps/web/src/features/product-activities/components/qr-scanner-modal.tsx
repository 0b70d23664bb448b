import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { QR_SCAN_BOX_PX, QR_SCAN_FPS } from '@opentrace/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../components/icons.tsx';
import { cameraProblem, scannerElementId, type TCameraProblem } from '../camera.ts';

type TQrScannerModalProps = { opened: boolean; title: string; onClose(): void; onScan(value: string): void };

/** Scans a QR label with the device camera; the first value read is handed over and the modal closes. */
export function QrScannerModal({ opened, title, onClose, onScan }: TQrScannerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* Unmounted when closed, which stops the camera. */}
      {opened ? (
        <QrScanner
          onScan={(value) => {
            onClose();
            onScan(value);
          }}
        />
      ) : null}
    </Modal>
  );
}

type TScannerState = 'starting' | 'scanning' | TCameraProblem;

/**
 * The camera view (html5-qrcode at 10 frames a second in a 300 px box, spec §9). The library is
 * loaded only when someone scans. The camera stops when the view goes, even while it is starting.
 */
function QrScanner({ onScan }: { onScan(value: string): void }) {
  const { t } = useTranslation();
  const elementId = scannerElementId(useId());
  const [state, setState] = useState<TScannerState>('starting');
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    let stopped = false;
    let read = false;
    let stop: (() => Promise<void>) | null = null;
    const start = async () => {
      const { Html5Qrcode } = await import('html5-qrcode');
      const cameras = await Html5Qrcode.getCameras();
      if (cameras.length === 0) throw new Error('No camera');
      if (stopped) return;
      const scanner = new Html5Qrcode(elementId, false);
      await scanner.start(
        { facingMode: 'environment' },
        { fps: QR_SCAN_FPS, qrbox: QR_SCAN_BOX_PX },
        (text) => {
          if (read) return;
          read = true;
          onScanRef.current(text.trim());
        },
        undefined,
      );
      stop = () => scanner.stop().then(() => scanner.clear());
      if (stopped) await stop();
      else setState('scanning');
    };
    start().catch((error: unknown) => {
      if (!stopped) setState(cameraProblem(error));
    });
    return () => {
      stopped = true;
      void stop?.().catch(() => undefined);
    };
  }, [elementId]);

  if (state === 'notFound' || state === 'denied') {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
        {t(state === 'denied' ? 'productActivities.scanner.cameraDenied' : 'productActivities.scanner.cameraNotFound')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {state === 'starting' ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('productActivities.scanner.starting')} />
        </Center>
      ) : (
        <Text size="sm" c="dimmed">
          {t('productActivities.scanner.hint')}
        </Text>
      )}
      <div id={elementId} style={{ width: '100%' }} />
    </Stack>
  );
}
