import Domain
import SQLite

/// Each lifter's bar and plates, per unit. Every query names the user.
extension Database {
    private enum PlatesColumn: String, ColumnName {
        case bar, plates
    }

    /// The lifter's rack in `unit`, or the common one when they set none.
    public func plates(userID: Int64, unit: WeightUnit) throws(StorageError) -> PlateLoading {
        try read { connection in
            try connection.cached("SELECT bar, plates FROM plates WHERE user_id = ? AND unit = ?").first([userID, unit.rawValue], reading: PlatesColumn.self) { row in
                PlateLoading(unit: unit, bar: row.double(.bar), plates: row.string(.plates).split(separator: " ").compactMap { BoundedNumber.decimal($0, in: PlatesInput.plateWeights(unit)) })
            }
        } ?? PlateLoading.standard(unit)
    }

    /// Both racks in one transaction.
    public func savePlates(userID: Int64, _ racks: [PlateLoading]) throws(StorageError) {
        try write { connection in
            for rack in racks {
                try connection.cached("INSERT OR REPLACE INTO plates(user_id, unit, bar, plates) VALUES (?, ?, ?, ?)")
                    .run([userID, rack.unit.rawValue, rack.bar, rack.plates.map { String($0) }.joined(separator: " ")])
            }
        }
    }
}
