#include "decision_panel.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

#include "counter_text.h"
#include "game_controller.h"
#include "tricorne/series/rules/close_combat.h"
#include "victory_dialog.h"
#include "rule_links.h"

namespace tricorne::app {

DecisionPanel::DecisionPanel(GameController& game, QWidget* parent) : QWidget(parent), m_game(game) {
    auto* layout = new QVBoxLayout(this);
    m_prompt = new QLabel(this);
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::RichText);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::RichText);
    for (QLabel* label : {m_prompt, m_hint})
        connect(label, &QLabel::linkActivated, this, [this](const QString& link) {
            if (const auto section = ruleSectionOf(link)) emit ruleChosen(*section);
        });
    auto* scroll = m_answers = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* buttons = new QWidget(scroll);
    m_buttonLayout = new QVBoxLayout(buttons);
    m_buttonLayout->setContentsMargins(0, 0, 0, 0);
    m_buttonLayout->addStretch(1);
    scroll->setWidget(buttons);
    layout->addWidget(m_prompt);
    layout->addWidget(m_hint);
    m_suggestion = new QLabel(this);
    m_suggestion->setWordWrap(true);
    m_suggestion->setTextFormat(Qt::RichText);
    m_suggestion->setFrameShape(QFrame::StyledPanel);
    m_suggestion->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);  // the answers scroll, the suggestion shows whole
    m_suggestion->hide();
    layout->addWidget(m_suggestion);
    layout->addWidget(scroll, 1);
    connect(&m_game, &GameController::stateChanged, this, &DecisionPanel::refresh);
    connect(&m_game, &GameController::gameReplaced, this, &DecisionPanel::refresh);
    connect(&m_game, &GameController::computerChanged, this, &DecisionPanel::refresh);
    refresh();
}

namespace {
constexpr int kWholeButtons = 8;  // 12.63: the eight tactics
constexpr long kPlaceButtons = 6;  // more hexes than this to place in: the map answers alone

// The answer of the volume's secret note that the commitment gives, in the volume's words.
std::optional<core::NoteChoice> noteChoice(const core::GameState& s, const core::Commit& commit) {
    const auto note = s.volumeRules->secretNote(s);
    if (!note) return std::nullopt;
    for (const core::NoteChoice& choice : note->choices)
        if (choice.answer == commit) return choice;
    return std::nullopt;
}
}  // namespace

bool DecisionPanel::answeredOnMap(const core::Action& action) {
    // 7.42, 7.43: an Examine is answered from the Stack panel of the hex.
    return std::holds_alternative<core::Move>(action) || std::holds_alternative<core::RollDie>(action) ||
           std::holds_alternative<core::EndPhase>(action) || std::holds_alternative<core::Examine>(action);
}

bool DecisionPanel::passOffered(core::Step step) {
    return step == core::Step::WithdrawalChoice || step == core::Step::CombatReroll || step == core::Step::AdvanceAfterCombat;
}

bool DecisionPanel::tacticEligible(const std::string& tactic) const {
    const core::GameState& s = m_game.state();
    if (s.step != core::Step::ChooseTactic || s.combat.index < 0) return true;
    const core::CombatPreview p = core::previewCloseCombat(s, s.combat.index);
    const auto& eligible = s.combat.stage == core::CombatStage::AttackerTactic ? p.attackerTactics : p.defenderTactics;
    return std::find(eligible.begin(), eligible.end(), tactic) != eligible.end();
}

QString DecisionPanel::tacticName(const core::GameState& state, const std::string& tactic) {
    if (state.series && state.series->tactics)
        for (const auto& t : state.series->tactics->tactics)
            if (t.id == tactic) return QString::fromStdString(t.name);
    return QString::fromStdString(tactic);
}

QString DecisionPanel::buttonText(const core::Action& action) const {
    const core::GameState& s = m_game.state();
    if (const auto* t = std::get_if<core::ChooseTactic>(&action)) {
        const QString name = tacticName(s, t->tactic);
        return tacticEligible(t->tactic) ? name : tr("%1 — not eligible").arg(name);
    }
    if (const auto* p = std::get_if<core::Place>(&action)) {
        // "With 62nd, Jones (1016)": the units the counter joins, as their counters read, then the hex.
        QStringList with;
        for (int i = 0; i < s.unitCount(); ++i)
            if (s.onMap(i) && s.pieces[static_cast<std::size_t>(i)].hex == p->hex && s.pieceId(i) != p->unit)
                with << QString::fromStdString(s.unitDef(i).shortName.empty() ? s.unitDef(i).name : s.unitDef(i).shortName);
        const QString hex = QString::fromStdString(p->hex.str());
        return with.isEmpty() ? tr("Place in %1").arg(hex) : tr("With %1 (%2)").arg(with.join(tr(", ")), hex);
    }
    if (const auto* c = std::get_if<core::Commit>(&action))
        if (const auto choice = noteChoice(s, *c)) return QString::fromStdString(choice->label);
    if (const auto* r = std::get_if<core::ResolveCombat>(&action)) {
        const auto& c = s.combats.at(static_cast<std::size_t>(r->combat - 1));
        QStringList from, to;
        for (const core::HexId h : c.attackerHexes)
            if (!from.contains(QString::fromStdString(h.str()))) from << QString::fromStdString(h.str());
        for (const core::HexId h : c.defenderHexes) to << QString::fromStdString(h.str());
        const core::CombatPreview p = core::previewCloseCombat(s, r->combat - 1);
        return tr("Resolve close combat %1: %2 against %3, %4").arg(r->combat).arg(from.join(QStringLiteral(", ")), to.join(QStringLiteral(", ")),
                                                                          QString::fromStdString(p.odds.column));
    }
    if (std::holds_alternative<core::EndPhase>(action)) {
        if (s.step == core::Step::WithdrawalChoice) return tr("Stand and fight: no withdrawal");
        if (s.step == core::Step::CombatReroll) return tr("Keep the roll");
        if (s.step == core::Step::AdvanceAfterCombat) return tr("Advance no further");
    }
    if (const auto* d = std::get_if<core::Divert>(&action)) return tr("Diversion against %1 (12.14)").arg(QString::fromStdString(d->hex.str()));
    if (std::holds_alternative<core::Withdraw>(action)) return tr("Withdraw (%1)").arg(QString::fromStdString(core::withdrawalRule(s, s.combat.index)));
    if (const auto* m = std::get_if<core::SpendMomentum>(&action); m && s.step == core::Step::CombatReroll) {
        const core::Side who = core::sideOf(m_game.decision().player).value_or(core::Side::American);
        const int held = s.momentum[static_cast<std::size_t>(who)];
        return tr("Spend a momentum chit to re-roll (you have %1)").arg(held);
    }
    if (const auto* m = std::get_if<core::SpendMomentum>(&action)) {
        if (m->chits == 0) return tr("Spend no momentum chit");
        if (m->chits == 1) return tr("Spend one momentum chit (+2)");
        return tr("Spend %1 momentum chits (+%2)").arg(m->chits).arg(2 * m->chits);
    }
    if (const auto* d = std::get_if<core::DictateOrder>(&action))
        return tr("Spend three chits: the %1 player goes first").arg(GameController::playerName(core::playerOf(d->first)));
    return counter_text::withNames(core::describe(action), *m_game.state().counters);
}

QString DecisionPanel::commitmentText(const core::Commit& commit) const {
    // E7.5.1: the pieces the note decides, and what each answer costs.
    const auto choice = noteChoice(m_game.state(), commit);
    return choice ? QString::fromStdString(choice->meaning) : QString();
}

QString DecisionPanel::outcomeText(const core::Outcome& o) {
    return QStringLiteral("<b>%1</b><br>%2 (%3)").arg(VictoryDialog::verdict(o).toHtmlEscaped(), QString::fromStdString(o.reason).toHtmlEscaped(),
                                                     QString::fromStdString(o.rule).toHtmlEscaped());
}

bool DecisionPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Enter || event->type() == QEvent::Leave) {
        const auto it = std::find(m_buttons.begin(), m_buttons.end(), watched);
        if (it != m_buttons.end()) {
            if (event->type() == QEvent::Enter)
                emit previewed(&m_offered[static_cast<std::size_t>(it - m_buttons.begin())]);
            else
                emit previewed(nullptr);
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString DecisionPanel::promptText() const { return m_prompt->text(); }

void DecisionPanel::showSuggestion(const QString& html) {
    m_suggestion->setText(html);
    m_suggestion->setVisible(!html.isEmpty());
    // A wrapped label is given its height for the panel's width, so the dock keeps it whole.
    const int width = m_suggestion->width() > 0 ? m_suggestion->width() : contentsRect().width();
    m_suggestion->setMinimumHeight(html.isEmpty() ? 0 : m_suggestion->heightForWidth(width));
}

QString DecisionPanel::suggestionText() const { return m_suggestion->isVisible() ? m_suggestion->text() : QString(); }

void DecisionPanel::refresh() {
    // The button clicked may be the one emitting: let it go once its signal is done.
    if (!m_buttons.empty()) emit previewed(nullptr);
    for (QPushButton* b : m_buttons) {
        b->removeEventFilter(this);
        m_buttonLayout->removeWidget(b);
        b->hide();
        b->deleteLater();
    }
    m_buttons.clear();
    m_offered.clear();
    showSuggestion(QString());
    if (!m_game.hasGame()) {
        m_prompt->setText(tr("No game in progress."));
        m_hint->clear();
        return;
    }
    const core::Decision d = m_game.decision();
    if (const core::Outcome& o = m_game.state().outcome; o.over) {
        m_prompt->setText(linkRuleNumbers(outcomeText(o)));
        m_hint->clear();
        m_hint->setVisible(false);
        return;
    }
    const QString rule = d.rule.empty() ? QString() : QStringLiteral(" (%1)").arg(QString::fromStdString(d.rule));
    if (m_game.computerToAct()) {
        // The computer's decision: no answers to click, and nothing of what its side alone may see (7.42).
        m_prompt->setText(QStringLiteral("<b>%1</b><br>%2").arg(tr("%1 — %2").arg(GameController::playerName(d.player), ComputerPlayers::describe(m_game.computer().spec(d.player))).toHtmlEscaped(),
                                                                tr("The computer is to answer. Pause or Take Over on the status line stops it.").toHtmlEscaped()));
        m_hint->clear();
        m_hint->setVisible(false);
        m_answers->setMinimumHeight(0);
        return;
    }
    m_prompt->setText(QStringLiteral("<b>%1</b><br>%2").arg(GameController::playerName(d.player).toHtmlEscaped(), linkedText(counter_text::withNames(d.prompt, *m_game.state().counters) + rule)));
    const auto& legal = m_game.legalActions();
    const bool moves = std::any_of(legal.begin(), legal.end(), [](const core::Action& a) { return std::holds_alternative<core::Move>(a); });
    const bool fires = std::any_of(legal.begin(), legal.end(), [](const core::Action& a) { return std::holds_alternative<core::Fire>(a); });
    QStringList hints;
    if (moves) hints << tr("Click a unit to see where it may move, then click a highlighted hex.");
    if (fires) hints << tr("Click a unit that may fire, then click a target ringed in red, or choose a fire below.");
    if (d.step == core::Step::DeclareCombats)
        hints << tr("Pick up a unit, then click an enemy hex ringed in red to attack it, or choose an attack below. "
                    "Right-click an enemy stack for a Diversion. Declarations Done ends the declarations.");
    if (std::any_of(legal.begin(), legal.end(), [](const core::Action& a) { return std::holds_alternative<core::Examine>(a); }))
        hints << tr("An enemy stack not examined shows only its top counter: click it and use Examine in the Stack panel (7.42, 7.43).");
    if (d.step == core::Step::ChooseCombat) hints << tr("Click a hex of a combat on the map, or choose below, to resolve it next.");
    if (d.step == core::Step::ChooseLead)
        hints << tr("Click the lead unit on the map (in the Stack panel where a hex holds several), or choose below.");
    if (d.step == core::Step::AdvanceAfterCombat) hints << tr("Pick up a unit and click the vacated hex, or choose below.");
    const auto places = std::count_if(legal.begin(), legal.end(), [](const core::Action& a) { return std::holds_alternative<core::Place>(a); });
    if (places > 0) hints << (places > kPlaceButtons ? tr("Click a hex marked on the map to place the counter there.")
                                                     : tr("Click a hex marked on the map, or choose below, to place the counter."));
    if (d.step == core::Step::CommitMilitia)
        if (const auto note = m_game.state().volumeRules->secretNote(m_game.state())) hints << QString::fromStdString(note->secrecy);  // E7.5.1
    if (d.step == core::Step::ChooseTactic)
        hints << tr("Choose a tactic: the other player will not see it until both have chosen. "
                    "A tactic marked not eligible may still be played, at a cost (12.65).");
    m_hint->setText(linkedText(hints.join(QLatin1Char(' '))));
    m_hint->setVisible(!hints.isEmpty());
    int row = 0;
    for (const auto& a : legal) {
        if (answeredOnMap(a) && !(passOffered(d.step) && std::holds_alternative<core::EndPhase>(a))) continue;
        if (std::holds_alternative<core::Place>(a) && places > kPlaceButtons) continue;  // too many hexes: the map answers
        auto* b = new QPushButton(buttonText(a), m_buttonLayout->parentWidget());
        b->setToolTip(tr("%1 (%2)").arg(counter_text::withNames(core::describe(a), *m_game.state().counters), QString::fromStdString(d.rule)));
        if (const auto* t = std::get_if<core::ChooseTactic>(&a)) {
            // The picker: the tactic's name, and what playing it costs when it is not eligible.
            const bool eligible = tacticEligible(t->tactic);
            b->setToolTip(eligible ? tr("%1: eligible in this combat (12.63)").arg(tacticName(m_game.state(), t->tactic))
                                   : tr("%1: not eligible in this combat; it may still be played, but gives the opponent a DRM of 1 in his favour (12.65)")
                                         .arg(tacticName(m_game.state(), t->tactic)));
            if (!eligible) b->setStyleSheet(QStringLiteral("color: #8a2a1c;"));
        }
        if (const auto* c = std::get_if<core::Commit>(&a)) b->setToolTip(commitmentText(*c));
        const core::Action action = a;
        connect(b, &QPushButton::clicked, this, [this, action] { emit chosen(action); });
        b->installEventFilter(this);
        m_buttonLayout->insertWidget(row++, b);
        m_buttons.push_back(b);
        m_offered.push_back(a);
    }
    // A short list (the eight tactics, 12.63) shows whole: the panel claims the height for it.
    const int whole = std::min(static_cast<int>(m_buttons.size()), kWholeButtons);
    const int spacing = m_buttonLayout->spacing();
    m_answers->setMinimumHeight(whole == 0 ? 0 : whole * (m_buttons.front()->sizeHint().height() + spacing));
}

}  // namespace tricorne::app
