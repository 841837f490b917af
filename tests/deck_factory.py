"""Card records and deck lists built in the tests (no sample files, no database)."""
from engine.cardindex import CardIndex
from engine.cards import parse_card_row


def ua(number, **fields):
    row = {"number": number, "name": f"Card {number}", "type": "character", "color": "red", "required_energy": 1,
           "ap_cost": 1, "bp": 2000, "generated_energy": 1, "trigger": "none"}
    row.update(fields)
    if row["type"] != "character":
        row.setdefault("bp", None)
        if row["type"] in ("event", "field", "ap"):
            row["bp"] = None
    return parse_card_row("union-arena", row)


def ua_index(extra=()):
    """TST series: 20 plain characters 001-020, triggers, a 12-copy card, parallels and reprints, AP cards."""
    records = [ua(f"UA90BT/TST-1-{i:03d}") for i in range(1, 21)]
    records += [ua(f"UA90BT/TST-1-{100 + i:03d}", trigger="special") for i in range(1, 7)]
    records += [ua(f"UA90BT/TST-1-{110 + i:03d}", trigger="color") for i in range(1, 7)]
    records += [ua(f"UA90BT/TST-1-{120 + i:03d}", trigger="final") for i in range(1, 7)]
    records += [ua(f"UA90BT/TST-1-{130 + i:03d}", trigger="draw") for i in range(1, 4)]
    records += [ua("UA90BT/TST-1-050", deck_limit=12, text="You can have up to 12 copies of this card in your deck.")]
    records += [ua("UA90BT/TST-1-001_p1"), ua("EX01BT/TST-1-001"), ua("UA47BT-TST-1-002")]
    records += [ua(f"UA90BT/TST-1-AP0{i}", type="ap", ap_cost=0, color=None) for i in range(1, 5)]
    records += [ua("UA91BT/OTH-1-001")]
    records += list(extra)
    return CardIndex(records, "union-arena")


def ua_deck_text(main=None, ap=3, extra_lines=()):
    """A legal 50 + 3 deck by default: 4 copies of TST-1-001..012, 2 of TST-1-013."""
    main = main if main is not None else [(4, f"UA90BT/TST-1-{i:03d}") for i in range(1, 13)] + [(2, "UA90BT/TST-1-013")]
    lines = ["// Main"] + [f"{count} {number}" for count, number in main] + list(extra_lines)
    lines += ["// AP"] + [f"1 UA90BT/TST-1-AP0{i}" for i in range(1, ap + 1)]
    return "\n".join(lines)
