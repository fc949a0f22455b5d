/// The routes whose patterns have one number of segments, in shapes (the routes of one pattern
/// but for parameter names, which fit the same paths) ordered most specific first: the first
/// shape that fits a path answers it. The shapes that begin with a literal are kept under that
/// literal, so a path tries those of its own first segment, then those that begin with a
/// parameter, which rank below any literal: a few byte comparisons instead of every route.
struct RouteTable: Sendable {
    struct Shape: Sendable {
        /// The first route's pattern: the others of the shape fit the same paths.
        let path: PathPattern
        /// In registration order, for the method to choose among.
        var routes: [Route]
    }

    private var firstLiterals: [[UInt8]] = []
    /// The shapes beginning with each of `firstLiterals`, in its order.
    private var byFirstLiteral: [[Shape]] = []
    private var others: [Shape] = []

    /// Adds a route to its shape, or as a new shape in its place: before the first shape it is
    /// more specific than, after those of equal rank added before it.
    mutating func add(_ route: Route) {
        guard let literal = route.path.firstLiteral else { return Self.add(route, to: &others) }
        guard let index = firstLiterals.firstIndex(of: literal) else {
            firstLiterals.append(literal)
            byFirstLiteral.append([Shape(path: route.path, routes: [route])])
            return
        }
        Self.add(route, to: &byFirstLiteral[index])
    }

    private static func add(_ route: Route, to shapes: inout [Shape]) {
        if let index = shapes.firstIndex(where: { $0.routes[0].shape == route.shape }) {
            shapes[index].routes.append(route)
            return
        }
        let place = shapes.firstIndex { route.path.isMoreSpecific(than: $0.path) } ?? shapes.endIndex
        shapes.insert(Shape(path: route.path, routes: [route]), at: place)
    }

    /// The most specific shape that the path's segments from `start` fit; the path has as
    /// many segments as this table's patterns.
    func shape(fitting path: UnsafeBufferPointer<UInt8>, from start: Int) -> Shape? {
        let first = UnsafeBufferPointer(rebasing: path[start..<PathPattern.segmentEnd(in: path, from: start)])
        for index in firstLiterals.indices where firstLiterals[index].withUnsafeBufferPointer({ PathPattern.same($0, first) }) {
            if let shape = Self.first(fitting: path, from: start, in: byFirstLiteral[index]) { return shape }
            break
        }
        return Self.first(fitting: path, from: start, in: others)
    }

    private static func first(fitting path: UnsafeBufferPointer<UInt8>, from start: Int, in shapes: [Shape]) -> Shape? {
        // Read in place: a copy of each shape tried would retain its arrays.
        shapes.withUnsafeBufferPointer { shapes in
            for index in shapes.indices where shapes[index].path.fits(path, from: start) { return shapes[index] }
            return nil
        }
    }
}
