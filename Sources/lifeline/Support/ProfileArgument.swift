import ArgumentParser
import LifelineModel

extension Profile: ExpressibleByArgument {
    /// The values `--profile` accepts, as traces spell them (public: it satisfies a public
    /// protocol on a public type).
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension MachineKind: ExpressibleByArgument {
    /// The machines `--machine` accepts, as traces spell them (public: it satisfies a public
    /// protocol on a public type).
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
