/// What a row's set-type cell says it is.
enum SetTypeCell: Equatable {
    /// A set, of the kind the cell names (a set number or an empty cell: a normal set).
    case set(SetKind)
    /// Strong's rest-timer rows, which record a rest between sets.
    case notASet
}
