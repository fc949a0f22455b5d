import Glibc

/// Distances on the Earth's surface by the haversine formula (R. W. Sinnott, "Virtues of the
/// Haversine", Sky and Telescope 68:2, 1984), on a sphere of the mean Earth radius. Over a
/// workout's steps of a few metres its error against the ellipsoid stays under 0.5 %.
public enum GeoDistance {
    /// The IUGG mean radius R₁ = (2a + b) / 3 of WGS 84, in metres.
    public static let earthRadius = 6_371_008.8

    public static func metres(from a: TrackPoint, to b: TrackPoint) -> Double {
        let radians = Double.pi / 180
        let latitudeA = a.latitude * radians
        let latitudeB = b.latitude * radians
        let sinHalfLatitude = sin((latitudeB - latitudeA) / 2)
        let sinHalfLongitude = sin((b.longitude - a.longitude) * radians / 2)
        let h = sinHalfLatitude * sinHalfLatitude + cos(latitudeA) * cos(latitudeB) * sinHalfLongitude * sinHalfLongitude
        // Rounding can push h a hair above 1 for points on opposite sides of the Earth.
        return 2 * earthRadius * asin(min(1, h.squareRoot()))
    }
}
