import { Alert, Box, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { QR_SCAN_BOX_PX, QR_SCAN_FPS } from '@opentrace/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../components/icons.tsx';
import { cameraProblem, scanRegion, type TCameraProblem } from '../camera.ts';
import { createQrDecoder } from '../qr-decoder.ts';

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

const FRAME_INTERVAL_MS = 1000 / QR_SCAN_FPS;

/**
 * The camera view: the square in its middle (300 px, spec §9) is decoded 10 times a second, by the
 * browser's BarcodeDetector where it has one, else by ZXing's QR reader, loaded only when someone
 * scans. The camera stops when the view goes, even while it is starting.
 */
function QrScanner({ onScan }: { onScan(value: string): void }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<TScannerState>('starting');
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera', 'NotFoundError');
      const [decode, media] = await Promise.all([
        createQrDecoder(),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      const video = videoRef.current;
      if (stopped || !video) {
        stop();
        return;
      }
      video.srcObject = media;
      await video.play();
      if (stopped) return;
      setState('scanning');
      const canvas = document.createElement('canvas');
      canvas.width = QR_SCAN_BOX_PX;
      canvas.height = QR_SCAN_BOX_PX;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('No 2D canvas');

      const scanFrame = async () => {
        if (stopped) return;
        const startedAt = performance.now();
        if (video.videoWidth > 0) {
          const region = scanRegion(video, QR_SCAN_BOX_PX);
          context.drawImage(video, region.x, region.y, region.side, region.side, 0, 0, QR_SCAN_BOX_PX, QR_SCAN_BOX_PX);
          const text = await decode(canvas).catch(() => null);
          if (text && !stopped) {
            stop();
            onScanRef.current(text.trim());
            return;
          }
        }
        if (!stopped) timer = setTimeout(() => void scanFrame(), Math.max(0, FRAME_INTERVAL_MS - (performance.now() - startedAt)));
      };
      void scanFrame();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      stop();
      setState(cameraProblem(error));
    });
    return stop;
  }, []);

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
      <Box pos="relative" style={{ overflow: 'hidden', lineHeight: 0 }}>
        <video ref={videoRef} muted playsInline style={{ width: '100%', display: state === 'scanning' ? 'block' : 'none' }} />
        {state === 'scanning' ? (
          <Box
            aria-hidden
            pos="absolute"
            top="50%"
            left="50%"
            style={{
              width: `min(${QR_SCAN_BOX_PX}px, 100%)`,
              aspectRatio: '1',
              maxHeight: '100%',
              transform: 'translate(-50%, -50%)',
              border: '2px solid var(--mantine-color-white)',
              boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
            }}
          />
        ) : null}
      </Box>
    </Stack>
  );
}
