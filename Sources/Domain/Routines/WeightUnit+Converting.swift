extension WeightUnit {
    /// `weight` given in `other`, in this unit; unchanged when the units are the same (a trip
    /// through kilograms and back would leave 185 lb as 185.00000000000003).
    func converting(_ weight: Double, from other: WeightUnit) -> Double {
        other == self ? weight : fromKilograms(other.toKilograms(weight))
    }
}
