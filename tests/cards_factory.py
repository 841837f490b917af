"""Small card rows written for the tests (never the real card data)."""


def ua_row(number, name="Test Card", **fields):
    row = {"number": number, "name": name, "type": "character", "color": "red", "required_energy": 1,
           "ap_cost": 1, "bp": 2000, "generated_energy": 1, "traits": ["Knight"], "trigger": "none"}
    row.update(fields)
    return row


def community_record(card_no, **fields):
    record = {"cardNo": card_no, "originalId": card_no, "name": "Rika Tester", "type": "Character",
              "color": "Blue", "energyCost": 1, "apCost": 1, "generatedEnergyData": 1, "power": 2500,
              "traits": "Pilot / Academy", "effect": None, "_trigger": None, "_triggerText": None,
              "rarity": "C", "imageLink": None, "mainalternate": True, "series": card_no.split("-")[-3][-3:]}
    record.update(fields)
    return record
