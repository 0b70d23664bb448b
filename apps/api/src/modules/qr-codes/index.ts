export { qrCodesModule } from './qr-codes.module.ts';
export { activateQrCodes, completeBatches, dispenseQrCodes } from './qr-codes.repository.ts';
export { QrCodesService } from './qr-codes.service.ts';
