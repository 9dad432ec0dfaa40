/// A small deterministic generator (SplitMix64), so a property test's failing case can be made
/// again from its seed on every platform.
package struct SeededGenerator {
    package var state: UInt64

    package init(state: UInt64) { self.state = state }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    package mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    package mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
}
