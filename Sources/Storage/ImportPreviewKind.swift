/// Which import an upload waits for (`Database+ImportPreviews`): a lifter keeps one of each,
/// so a staff member's schedule upload does not replace their history preview, and all of
/// them count toward the one limit of bytes.
public enum ImportPreviewKind: String, Sendable {
    /// The history import's preview, waiting for the lifter's choice of names.
    case history
    /// The schedule import, waiting for staff to name the front desk's locations.
    case schedule
}
