#include "sequence_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

#include "counter_text.h"
#include "counter_motion.h"
#include "die_face.h"
#include "settings.h"
#include "game_controller.h"
#include "map_style.h"
#include "rule_links.h"
#include "tricorne/series/rules/combat_declaration.h"

namespace tricorne::app {

namespace {
constexpr std::size_t kDiceShown = 4;

QString sideColour(core::Player player) {
    if (player == core::Player::American) return style::kAmerican.name();
    if (player == core::Player::British) return style::kBritish.name();
    return QStringLiteral("#3a352a");
}
}  // namespace

SequenceBar::SequenceBar(GameController& game, QWidget* parent) : QWidget(parent), m_game(game) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    m_turn = new QLabel(this);
    m_turn->setToolTip(tr("The game turn and the scenario's last turn"));
    m_player = new QLabel(this);
    m_player->setToolTip(tr("The player the game is waiting for"));
    m_phase = new QLabel(this);
    m_phase->setToolTip(tr("The phase and step of the sequence of play (5)"));
    m_prompt = new QLabel(this);
    m_prompt->setWordWrap(true);
    m_prompt->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    connect(m_prompt, &QLabel::linkActivated, this, [this](const QString& link) {
        if (const auto section = ruleSectionOf(link)) emit ruleChosen(*section);
    });
    m_diceLayout = new QHBoxLayout;
    m_diceLayout->setSpacing(2);
    m_endPhase = new QPushButton(tr("End Phase"), this);
    m_endPhase->setToolTip(tr("End the current phase, or pass (End Phase, Ctrl+E)"));
    layout->addWidget(m_turn);
    layout->addSpacing(12);
    layout->addWidget(m_player);
    layout->addSpacing(12);
    layout->addWidget(m_phase);
    layout->addSpacing(12);
    layout->addWidget(m_prompt, 1);
    layout->addLayout(m_diceLayout);
    layout->addSpacing(8);
    layout->addWidget(m_endPhase);
    connect(m_endPhase, &QPushButton::clicked, this, &SequenceBar::endPhaseClicked);
    connect(&m_game, &GameController::stateChanged, this, &SequenceBar::refresh);
    connect(&m_game, &GameController::gameReplaced, this, &SequenceBar::refresh);
    connect(&m_game, &GameController::computerChanged, this, &SequenceBar::refresh);
    connect(&m_game, &GameController::gameReplaced, this, [this] { showDice(m_game.lastRolls()); });
    connect(&m_game, &GameController::stateChanged, this, [this] { showDice(m_game.lastRolls()); });
    connect(&m_game, &GameController::diceRolled, this, &SequenceBar::rollDice);
    refresh();
}

QString SequenceBar::phaseName(core::Phase phase) {
    switch (phase) {
        case core::Phase::Initiative: return tr("Initiative Phase");
        case core::Phase::Movement: return tr("Movement Phase");
        case core::Phase::Rally: return tr("Rally Phase");
        case core::Phase::DefensiveArtilleryFire: return tr("Defensive Artillery Fire Phase");
        case core::Phase::RifleFire: return tr("Rifle Fire Phase");
        case core::Phase::CloseCombat: return tr("Close Combat Phase");
        case core::Phase::EndOfTurn: return tr("End of Turn Phase");
        case core::Phase::GameOver: return tr("Game Over");
        case core::Phase::Setup: return tr("Set-up");
    }
    return QString::fromUtf8(core::phaseName(phase).data(), static_cast<qsizetype>(core::phaseName(phase).size()));
}

QString SequenceBar::stepName(core::Step step) {
    switch (step) {
        case core::Step::FogRoll: return tr("Fog roll");
        case core::Step::MomentumFirst:
        case core::Step::MomentumSecond: return tr("Momentum");
        case core::Step::InitiativeRoll: return tr("Initiative roll");
        case core::Step::GatesReleaseRoll: return tr("Gates' Wing release roll");
        case core::Step::Moving: return tr("Moving units");
        case core::Step::ReduceOverstack: return tr("Overstacked hexes");
        case core::Step::RallyRoll: return tr("Rally rolls");
        case core::Step::ArtilleryFire: return tr("Artillery fire");
        case core::Step::RifleDeclare: return tr("Declaring fire");
        case core::Step::FireRoll: return tr("Fire rolls");
        case core::Step::ChooseLeaderCasualty: return tr("Leader casualty");
        case core::Step::ChooseRetreat: return tr("Retreats");
        case core::Step::DeclareCombats: return tr("Declaring combats");
        case core::Step::ChooseCombat: return tr("Choosing the next combat");
        case core::Step::ChooseLead: return tr("Lead units");
        case core::Step::WithdrawalChoice: return tr("Withdrawal");
        case core::Step::ChooseTactic: return tr("Tactics");
        case core::Step::CombatRoll: return tr("Combat roll");
        case core::Step::CombatReroll: return tr("Re-roll");
        case core::Step::MoraleCheckRoll: return tr("Morale checks");
        case core::Step::ChooseCapture: return tr("Capture");
        case core::Step::ChooseSecondStep: return tr("Second step");
        case core::Step::AdvanceAfterCombat: return tr("Advance after combat");
        case core::Step::PlacePiece: return tr("Placing counters");
        case core::Step::CommitMilitia: return tr("Secret note");
        default: return QString();
    }
}

QString SequenceBar::promptText() const { return m_prompt->text(); }

std::vector<int> SequenceBar::diceShown() const {
    std::vector<int> out;
    for (const DieFace* d : m_dice) out.push_back(d->value());
    return out;
}

void SequenceBar::refresh() {
    const bool playing = m_game.hasGame();
    setEnabled(playing);
    if (!playing) {
        m_turn->clear();
        m_player->clear();
        m_phase->clear();
        m_prompt->setText(tr("Choose File › New Game to begin."));
        m_endPhase->setEnabled(false);
        return;
    }
    const core::GameState& s = m_game.state();
    const core::Decision d = m_game.decision();
    m_turn->setText(tr("<b>Turn %1</b> of %2").arg(s.turn).arg(s.scenario->lastTurn));
    m_player->setText(d.player == core::Player::None ? QString()
                                                     : QStringLiteral("<b style=\"color:%1\">%2</b>").arg(sideColour(d.player), GameController::playerName(d.player)));
    const QString step = stepName(d.step);
    m_phase->setText(step.isEmpty() ? phaseName(d.phase) : tr("%1 › %2").arg(phaseName(d.phase), step));
    QString prompt = counter_text::withNames(d.prompt, *m_game.state().counters).toHtmlEscaped();
    if (!d.rule.empty()) prompt += QStringLiteral(" <span style=\"color:#6b604c\">(%1)</span>").arg(QString::fromStdString(d.rule).toHtmlEscaped());
    if (s.outcome.over) prompt = QStringLiteral("<b>%1</b> %2").arg(tr("The game is over."), QString::fromStdString(s.outcome.reason).toHtmlEscaped());
    m_prompt->setText(linkRuleNumbers(prompt));
    const auto& legal = m_game.legalActions();
    // The computer's phase is the computer's to end: the button waits for the person's decision.
    m_endPhase->setEnabled(!m_game.computerToAct() &&
                           std::any_of(legal.begin(), legal.end(), [](const core::Action& a) { return std::holds_alternative<core::EndPhase>(a); }));
    // 12.21: the close combat declarations end with their own button, which says what is missing.
    if (d.step == core::Step::DeclareCombats) {
        m_endPhase->setText(tr("Declarations Done"));
        const auto why = core::declarationsIncomplete(s);
        m_endPhase->setToolTip(why ? tr("Not yet: %1").arg(counter_text::withNames(*why, *s.counters))
                                   : tr("End the close combat declarations and resolve the combats (12.21, Ctrl+E)"));
    } else {
        m_endPhase->setText(tr("End Phase"));
        m_endPhase->setToolTip(tr("End the current phase, or pass (End Phase, Ctrl+E)"));
    }
}

void SequenceBar::rollDice() {
    if (m_dice.empty() || !isVisible() || !CounterMotion::allowed() || !settings::Preferences::load().animateMoves) return;
    for (DieFace* d : m_dice) d->roll(d->value());
}

void SequenceBar::showDice(const std::vector<int>& faces) {
    for (DieFace* d : m_dice) delete d;
    m_dice.clear();
    // The last few dice of the roll, the latest on the right.
    const std::size_t from = faces.size() > kDiceShown ? faces.size() - kDiceShown : 0;
    for (std::size_t i = from; i < faces.size(); ++i) {
        auto* die = new DieFace(this);
        die->setValue(faces[i]);
        m_diceLayout->addWidget(die);
        m_dice.push_back(die);
    }
}

}  // namespace tricorne::app
