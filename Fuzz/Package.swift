// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Lifeline's readers and escapers, in a package of their own: the
// executable has no main (libFuzzer's is linked in with -sanitize=fuzzer), so the main
// package's `swift build` / `swift test` must never see it. Build and run with `make fuzz`
// from the repository root; it builds into Fuzz/.build with
//   swift build --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
let package = Package(
    name: "LifelineFuzz",
    dependencies: [
        .package(name: "Lifeline", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "lifeline-fuzz",
            dependencies: [
                .product(name: "LifelineSupport", package: "Lifeline"),
                .product(name: "LifelineTrace", package: "Lifeline"),
                .product(name: "LifelineExchange", package: "Lifeline"),
                .product(name: "LifelineRuntime", package: "Lifeline"),
                .product(name: "LifelineCheck", package: "Lifeline"),
                .product(name: "LifelineRender", package: "Lifeline"),
                .product(name: "LifelineScan", package: "Lifeline"),
                "LifelineFuzzSupport",
            ]
        ),
        // The main package's test helpers under a name of their own (they are not a product of it,
        // so consumers never see them): Sources/LifelineFuzzSupport links to ../../Tests/LifelineTestSupport.
        .target(name: "LifelineFuzzSupport"),
    ]
)
