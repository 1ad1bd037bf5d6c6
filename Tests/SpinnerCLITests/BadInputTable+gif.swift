/// Issue 28, item 2: `--transparent-below`, refused when it is no alpha or fraction, when it is
/// out of range, and when no output is a GIF (the other formats keep every alpha).
extension BadInputTableTests {
    static let gif: [Case] = [
        Case(arguments: ["material", "--transparent-below", "1.5", "-o", "out.gif"], mentions: "--transparent-below"),
        Case(arguments: ["material", "--transparent-below", "-0.1", "-o", "out.gif"], mentions: "an alpha from 0 to 1"),
        Case(arguments: ["material", "--transparent-below", "101%", "-o", "out.gif"], mentions: "--transparent-below"),
        Case(arguments: ["material", "--transparent-below", "half", "-o", "out.gif"], mentions: "--transparent-below"),
        Case(arguments: ["material", "--transparent-below", "nan", "-o", "out.gif"], mentions: "--transparent-below"),
        Case(arguments: ["material", "--transparent-below", "%", "-o", "out.gif"], mentions: "--transparent-below"),
        Case(arguments: ["material", "--transparent-below", "0x1p-1", "-o", "out.gif"], mentions: "--transparent-below"),
        Case(arguments: ["material", "--transparent-below", "", "-o", "out.gif"], mentions: "--transparent-below"),
        Case(arguments: ["material", "--transparent-below", "0.5", "-o", "out.webp"], mentions: "applies to .gif outputs"),
        Case(arguments: ["material", "--transparent-below", "0.5", "-o", "out.mp4"], mentions: "applies to .gif outputs"),
        Case(arguments: ["material", "--transparent-below", "0.5", "-o", "f/%04d.png"], mentions: "applies to .gif outputs"),
    ]
}
