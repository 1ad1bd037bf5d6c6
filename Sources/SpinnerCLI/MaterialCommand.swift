import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerPresets

/// `spinnergen material`: the Material indeterminate spinner.
struct MaterialCommand: PresetCommand {
    static let info = PresetInfo.all.first { $0.name == "material" }!
    static let defaultSize = MaterialSpinner().size
    static let presetOptions: [ArgumentScanner.Option] = [
        .init("colors", value: "C1,C2,...", help: "stroke colour of each 1.5 s cycle (default #4885ED,#DB3236,#F4C20D,#3CBA54)"),
        .init("line-width", value: "PT", help: "stroke width in points (default 4)"),
        .init("line-cap", value: "CAP", help: "butt, round or square (default butt)"),
        .init("speed", value: "X", help: "playback speed; 2 plays twice as fast (default 1)"),
    ]
    static let examples = [
        "spinnergen material --fps 60 -o out.mp4",
        "spinnergen material --scale 3 -o frames/%04d.png",
        "spinnergen material --time 0.75 -o still.png",
        "spinnergen material --colors '#FFFFFF' --background '#202124' --line-cap round -o dark.mp4",
    ]

    var spinner = MaterialSpinner()

    init(_ a: ArgumentScanner, size: Size) throws(CLIError) {
        spinner.size = size
        if let v = a["colors"] {
            let items = v.split(separator: ",", omittingEmptySubsequences: false)
            guard (1...64).contains(items.count) else {
                throw CLIError("invalid value \(UserText.quoted(v)) for --colors", hint: "expected 1 to 64 colours separated by commas")
            }
            var colours: [Color] = []
            for item in items { colours.append(try ValueParser.color(item.trimmingCharacters(in: .whitespaces), option: "colors")) }
            spinner.colors = colours
        }
        let side = min(size.width, size.height)
        if let v = a["line-width"] {
            spinner.lineWidth = try ValueParser.number(v, option: "line-width", min: 0, max: side,
                                                       expected: "points above 0 and below the view's smaller side (\(side))")
            guard spinner.lineWidth < side else {
                throw CLIError("invalid value \(UserText.quoted(v)) for --line-width", hint: "the stroke must be narrower than the view's smaller side (\(side))")
            }
        } else if spinner.lineWidth >= side {
            throw CLIError("a \(side) pt view is too small for the 4 pt stroke", hint: "raise --size or lower --line-width")
        }
        if let v = a["line-cap"] { spinner.lineCap = try ValueParser.choice(v, option: "line-cap", as: LineCap.self) }
        if let v = a["speed"] { spinner.speed = try ValueParser.number(v, option: "speed", min: 0.01, max: 100, inclusiveMin: true, expected: "a speed from 0.01 to 100") }
    }

    func makeLayer(duration: Double) -> Layer { spinner.makeLayer() }
    var loopPeriod: Double { spinner.loopPeriod }
}
