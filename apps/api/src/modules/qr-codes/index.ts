export { qrCodesModule } from './qr-codes.module.ts';
export { QrCodesService } from './qr-codes.service.ts';
