export * from './image';
export * from './cloudinary';
export * from './upload';
export * from './personDetection';
export * from './schemas';
export * from './messages';
