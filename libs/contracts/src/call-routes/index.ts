/**
 * The catalog's calls as the browser makes them (`@portal/contracts/call-routes`). Each route is the
 * HTTP face its catalog entry is built from, typed with that entry, so a typed call costs the bundle
 * a name, a method and a path: the zod schemas stay on the server (imported here as types only).
 */
import type * as catalog from '../catalog/index.js';
import { ADMIN_FACES as A } from './admin.js';
import { DOCUMENTS_FACES as D } from './documents.js';
import { IDENTITY_FACES as I } from './identity.js';
import { INVOICING_FACES as N } from './invoicing.js';
import { LIVE_FACES } from './live.js';
import { LOADS_FACES as L } from './loads.js';
import { REPORTS_FACES as R } from './reports.js';
import type { CallRoute } from './route.js';
import { VEHICLES_FACES as V } from './vehicles.js';

export type { CallAnswer, CallEntry, CallInput, HttpMethod } from '../catalog/call.js';
export { fillPath, pathParams } from './path.js';
export type { CallFace, CallRoute } from './route.js';

export const authenticate: CallRoute<typeof catalog.authenticate> = I.authenticate;
export const refreshSession: CallRoute<typeof catalog.refreshSession> = I.refreshSession;
export const revokeSession: CallRoute<typeof catalog.revokeSession> = I.revokeSession;
export const listUsers: CallRoute<typeof catalog.listUsers> = I.listUsers;
export const readUser: CallRoute<typeof catalog.readUser> = I.readUser;
export const register: CallRoute<typeof catalog.register> = I.register;
export const checkEmailAvailable: CallRoute<typeof catalog.checkEmailAvailable> = I.checkEmailAvailable;
export const forgotPassword: CallRoute<typeof catalog.forgotPassword> = I.forgotPassword;
export const sendPasswordReset: CallRoute<typeof catalog.sendPasswordReset> = I.sendPasswordReset;
export const resetTokenData: CallRoute<typeof catalog.resetTokenData> = I.resetTokenData;
export const resetTokenUpdate: CallRoute<typeof catalog.resetTokenUpdate> = I.resetTokenUpdate;
export const setSignature: CallRoute<typeof catalog.setSignature> = I.setSignature;
export const mySignature: CallRoute<typeof catalog.mySignature> = I.mySignature;

export const decodeVin: CallRoute<typeof catalog.decodeVin> = V.decodeVin;
export const vin10Pattern: CallRoute<typeof catalog.vin10Pattern> = V.vin10Pattern;
export const vin10Dimensions: CallRoute<typeof catalog.vin10Dimensions> = V.vin10Dimensions;
export const vehicleHistory: CallRoute<typeof catalog.vehicleHistory> = V.vehicleHistory;
export const readConformance: CallRoute<typeof catalog.readConformance> = V.readConformance;
export const startConformance: CallRoute<typeof catalog.startConformance> = V.startConformance;
export const saveConformance: CallRoute<typeof catalog.saveConformance> = V.saveConformance;
export const uploadVehicleImage: CallRoute<typeof catalog.uploadVehicleImage> = V.uploadVehicleImage;
export const downloadVehicleImages: CallRoute<typeof catalog.downloadVehicleImages> = V.downloadVehicleImages;
export const downloadVehicleImage: CallRoute<typeof catalog.downloadVehicleImage> = V.downloadVehicleImage;
export const deleteVehicleImage: CallRoute<typeof catalog.deleteVehicleImage> = V.deleteVehicleImage;
export const addVehicleToLoad: CallRoute<typeof catalog.addVehicleToLoad> = V.addVehicleToLoad;
export const removeVehicleFromLoad: CallRoute<typeof catalog.removeVehicleFromLoad> = V.removeVehicleFromLoad;
export const refreshLoadBlackbook: CallRoute<typeof catalog.refreshLoadBlackbook> = V.refreshLoadBlackbook;
export const decodeBlackbook: CallRoute<typeof catalog.decodeBlackbook> = V.decodeBlackbook;

export const deleteClientLoad: CallRoute<typeof catalog.deleteClientLoad> = L.deleteClientLoad;
export const quickAddClientLoad: CallRoute<typeof catalog.quickAddClientLoad> = L.quickAddClientLoad;
export const clientLoadHistory: CallRoute<typeof catalog.clientLoadHistory> = L.clientLoadHistory;
export const createBayShipment: CallRoute<typeof catalog.createBayShipment> = L.createBayShipment;
export const updateBayShipment: CallRoute<typeof catalog.updateBayShipment> = L.updateBayShipment;
export const checkBayShipment: CallRoute<typeof catalog.checkBayShipment> = L.checkBayShipment;
export const createBayShipmentSingle: CallRoute<typeof catalog.createBayShipmentSingle> = L.createBayShipmentSingle;
export const updateBayShipmentSingle: CallRoute<typeof catalog.updateBayShipmentSingle> = L.updateBayShipmentSingle;
export const checkBayShipmentSingle: CallRoute<typeof catalog.checkBayShipmentSingle> = L.checkBayShipmentSingle;
export const bayDocuments: CallRoute<typeof catalog.bayDocuments> = L.bayDocuments;
export const bayVehicleInfo: CallRoute<typeof catalog.bayVehicleInfo> = L.bayVehicleInfo;
export const fixBayVehicle: CallRoute<typeof catalog.fixBayVehicle> = L.fixBayVehicle;
export const massUpdateVehicles: CallRoute<typeof catalog.massUpdateVehicles> = V.massUpdateVehicles;
export const updateIvr: CallRoute<typeof catalog.updateIvr> = V.updateIvr;
export const signPhysicalInspection: CallRoute<typeof catalog.signPhysicalInspection> = V.signPhysicalInspection;
export const readImportFile: CallRoute<typeof catalog.readImportFile> = V.readImportFile;
export const checkImport: CallRoute<typeof catalog.checkImport> = V.checkImport;
export const runImport: CallRoute<typeof catalog.runImport> = V.runImport;
export const importJob: CallRoute<typeof catalog.importJob> = V.importJob;
export const queueImportCheck: CallRoute<typeof catalog.queueImportCheck> = V.queueImportCheck;
export const importCheckJob: CallRoute<typeof catalog.importCheckJob> = V.importCheckJob;
export const undoImport: CallRoute<typeof catalog.undoImport> = V.undoImport;
export const checkGstImport: CallRoute<typeof catalog.checkGstImport> = V.checkGstImport;
export const applyBondReleases: CallRoute<typeof catalog.applyBondReleases> = V.applyBondReleases;
export const checkVehicleVins: CallRoute<typeof catalog.checkVehicleVins> = V.checkVins;
export const checkVehicleVinsFile: CallRoute<typeof catalog.checkVehicleVinsFile> = V.checkVinsFile;
export const lookupExitPhoto: CallRoute<typeof catalog.lookupExitPhoto> = V.lookupExitPhoto;
export const uploadExitPhoto: CallRoute<typeof catalog.uploadExitPhoto> = V.uploadExitPhoto;

export const readPdfFormMapping: CallRoute<typeof catalog.readPdfFormMapping> = A.pdfFormMapping;

export const renderVehicleForm: CallRoute<typeof catalog.renderVehicleForm> = D.vehicleForm;
export const renderVehiclePackage: CallRoute<typeof catalog.renderVehiclePackage> = D.vehiclePackage;
export const queueVehiclePackage: CallRoute<typeof catalog.queueVehiclePackage> = D.queuePackage;
export const packageJobStatus: CallRoute<typeof catalog.packageJobStatus> = D.packageJob;
export const packageJobFile: CallRoute<typeof catalog.packageJobFile> = D.packageJobFile;
export const renderLoadSheet: CallRoute<typeof catalog.renderLoadSheet> = D.loadSheet;
export const renderStatementOfConformity: CallRoute<typeof catalog.renderStatementOfConformity> = D.statementOfConformity;
export const renderConformityInspection: CallRoute<typeof catalog.renderConformityInspection> = D.conformityInspection;
export const renderGstDocument: CallRoute<typeof catalog.renderGstDocument> = D.gstDocument;
export const renderRecallWarranty: CallRoute<typeof catalog.renderRecallWarranty> = D.recallWarranty;
export const queueTitleDocs: CallRoute<typeof catalog.queueTitleDocs> = D.titleDocs;
export const renderPaperworkBatchForms: CallRoute<typeof catalog.renderPaperworkBatchForms> = D.paperworkForms;
export const renderRegistrationDocument: CallRoute<typeof catalog.renderRegistrationDocument> = D.registrationDocument;
export const hudsonCheck: CallRoute<typeof catalog.hudsonCheck> = D.hudsonCheck;

export const readDashboard: CallRoute<typeof catalog.readDashboard> = R.dashboard;
export const missingBondReleaseXlsx: CallRoute<typeof catalog.missingBondReleaseXlsx> = R.missingBondRelease;
export const monthlySummary: CallRoute<typeof catalog.monthlySummary> = R.monthlySummary;
export const userTimeReport: CallRoute<typeof catalog.userTimeReport> = R.userTimeReport;
export const taxReport: CallRoute<typeof catalog.taxReport> = R.taxReport;
export const customerStats: CallRoute<typeof catalog.customerStats> = R.customerStats;
export const customerMonthlyStats: CallRoute<typeof catalog.customerMonthlyStats> = R.customerMonthlyStats;
export const customerVolumes: CallRoute<typeof catalog.customerVolumes> = R.customerVolumes;
export const staffVolume: CallRoute<typeof catalog.staffVolume> = R.staffVolume;
export const titleActivity: CallRoute<typeof catalog.titleActivity> = R.titleActivity;
export const invoiceSummary: CallRoute<typeof catalog.invoiceSummary> = R.invoiceSummary;
export const invoiceSummaryPdf: CallRoute<typeof catalog.invoiceSummaryPdf> = R.invoiceSummaryPdf;
export const chargeBreakdown: CallRoute<typeof catalog.chargeBreakdown> = R.chargeBreakdown;
export const customsSubmittedStats: CallRoute<typeof catalog.customsSubmittedStats> = R.customsSubmittedStats;

export const addVehicleToBatch: CallRoute<typeof catalog.addVehicleToBatch> = N.addVehicleToBatch;
export const removeVehicleFromBatch: CallRoute<typeof catalog.removeVehicleFromBatch> = N.removeVehicleFromBatch;
export const batchVehicleSearch: CallRoute<typeof catalog.batchVehicleSearch> = N.batchVehicleSearch;
export const batchPdf: CallRoute<typeof catalog.batchPdf> = N.batchPdf;
export const sendBatch: CallRoute<typeof catalog.sendBatch> = N.sendBatch;
export const sendBatchStatus: CallRoute<typeof catalog.sendBatchStatus> = N.sendBatchStatus;
export const createMasterBatch: CallRoute<typeof catalog.createMasterBatch> = N.createMasterBatch;
export const removeFromMasterBatch: CallRoute<typeof catalog.removeFromMasterBatch> = N.removeFromMasterBatch;
export const masterBatchPdf: CallRoute<typeof catalog.masterBatchPdf> = N.masterBatchPdf;
export const masterBatchXlsx: CallRoute<typeof catalog.masterBatchXlsx> = N.masterBatchXlsx;
export const recordTitlesSent: CallRoute<typeof catalog.recordTitlesSent> = N.recordTitlesSent;
export const titlesSentGroups: CallRoute<typeof catalog.titlesSentGroups> = N.titlesSentGroups;
export const titlesSentPdf: CallRoute<typeof catalog.titlesSentPdf> = N.titlesSentPdf;
export const sendTitlesSent: CallRoute<typeof catalog.sendTitlesSent> = N.sendTitlesSent;
export const addVehicleToPaperwork: CallRoute<typeof catalog.addVehicleToPaperwork> = N.addVehicleToPaperwork;
export const removeVehicleFromPaperwork: CallRoute<typeof catalog.removeVehicleFromPaperwork> = N.removeVehicleFromPaperwork;
export const paperworkSentToBmv: CallRoute<typeof catalog.paperworkSentToBmv> = N.paperworkSentToBmv;
export const oneOffInvoicePdf: CallRoute<typeof catalog.oneOffInvoicePdf> = N.oneOffInvoicePdf;
export const sendOneOffInvoice: CallRoute<typeof catalog.sendOneOffInvoice> = N.sendOneOffInvoice;
export const sendOneOffInvoiceStatus: CallRoute<typeof catalog.sendOneOffInvoiceStatus> = N.sendOneOffInvoiceStatus;

export const watchVehicleChanges: CallRoute<typeof catalog.watchVehicleChanges> = LIVE_FACES.watchVehicleChanges;
export const watchLoadBayChanges: CallRoute<typeof catalog.watchLoadBayChanges> = LIVE_FACES.watchLoadBayChanges;
