// tsyringe checks for Reflect metadata when it is imported. @abraham/reflection is the smallest
// polyfill that satisfies it (about 0.7 KiB gzip, against 3+ KiB for reflect-metadata). This
// module must be imported before tsyringe; it exists so that order is written down once.
import '@abraham/reflection';
