// BoundedNumber (and `trimmingSpaces`) live in the Numbers module so Templates can read its
// numbers the same one way without depending on Domain; re-exported so Domain's users (App,
// Storage, the fuzz package) read numbers through it without an import of their own.
@_exported import Numbers
