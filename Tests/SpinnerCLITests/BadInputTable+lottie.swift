/// The Lottie export's refusals (issue 28): work it would not finish in bounded memory.
extension BadInputTableTests {
    static let lottie: [Case] = [
        // About 140 million outline vertices, past 3 GB before a byte was written: refused up front.
        Case(arguments: ["export", "material", "--outline-strokes", "--fps", "600", "--duration", "60", "-o", "out.json"],
             mentions: "outline vertices, more than export writes"),
        Case(arguments: ["export", "material", "--outline-strokes", "--fps", "300", "--duration", "30", "-o", "out.lottie"],
             mentions: "lower --fps or --duration, or drop --outline-strokes"),
        // A layer in 3D is written as its projected shapes at every frame: the same budget.
        Case(arguments: ["export", LottieExportCLITests.scenes.appendingPathComponent("coin.json").path,
                         "--fps", "600", "--duration", "60", "-o", "out.json"],
             mentions: "projected vertices, more than export writes"),
    ]
}
