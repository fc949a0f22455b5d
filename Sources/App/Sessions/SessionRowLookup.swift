import Domain
import HTTP

/// The row a posted set names: by `row` (the page's forms send it), else by `exercise` and
/// `set` (the lift's name and the set's 1-based number), as a phone that added a row sends it.
struct SessionRowLookup {
    let form: FormData
    let maxRows: Int

    func rowID(in blocks: [SessionBlock]) -> Int64? {
        if let id = RowID.parse(form["row"]), blocks.contains(where: { $0.rows.contains { $0.id == id } }) { return id }
        guard let block = block(in: blocks), let set = BoundedNumber.integer(form["set"], in: 1...maxRows),
              block.rows.indices.contains(set - 1) else { return nil }
        return block.rows[set - 1].id
    }

    /// The block of the posted lift, by its key, so "back squat" finds "Back Squat".
    func block(in blocks: [SessionBlock]) -> SessionBlock? {
        guard let lift = form["exercise"], !lift.isEmpty else { return nil }
        let key = LiftName.key(lift)
        return blocks.first { LiftName.key($0.lift) == key }
    }
}
